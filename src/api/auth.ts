/** Sign-in and password reset on the wire (`TokenAuth/*`, `Login/*`, `Password/*`). */

/** Authenticate's and Login's body. */
export interface SignInInput {
  userNameOrEmailAddress: string;
  password: string;
  rememberClient?: boolean;
}

/** Authenticate, Login: the session's token. */
export interface AuthenticateResult {
  accessToken: string;
  encryptedAccessToken?: string;
  expireInSeconds: number;
  userId: number;
  /** ABP's flag: the password must be changed first (a temporary or an expired one). */
  shouldResetPassword?: boolean;
}

/** SendResetPasswordParam: the same answer whether or not the account exists. */
export interface ResetLinkSent {
  expiresInMinutes: number;
}

/** VerifyToken: whose reset link it is, and until when it works. */
export interface VerifiedToken {
  loginId: string;
  expiresAt: string;
}

/** UpdateMemberPassword's body. */
export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}
