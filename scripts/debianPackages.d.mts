export const NGINX_PATH: string;
export function ensureDebianPackages(): boolean;
