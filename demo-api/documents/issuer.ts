/** Who issues the society's documents: the issuer block of every receipt (インボイス制度). */

export interface Issuer {
  name: string;
  /** NNN-NNNN */
  postalCode: string;
  address: string;
  tel: string;
  /** 適格請求書発行事業者登録番号: T + the 13-digit corporate number. */
  registrationNo: string;
}

/** The society's secretariat (the address the staff records in seed/members.ts carry). */
export const SOCIETY_ISSUER: Issuer = {
  name: '一般社団法人 日本消化器内視鏡技師会',
  postalCode: '101-0062',
  address: '東京都千代田区神田駿河台2-1-45 駿河台ニュービル 6階',
  tel: '03-5283-4650',
  registrationNo: 'T1010005024315',
};
