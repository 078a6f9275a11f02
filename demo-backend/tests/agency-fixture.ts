/** Valid agency details (Romanian diacritics included) for the contract and registration calls. */
export const agencyDetails = {
  company_name: 'Călătorii Științifice SRL',
  fiscal_code: '1014600023456',
  country: 'md',
  city: 'Chișinău',
  address: 'str. Mihai Eminescu 5, of. 12',
  director: 'Țurcanu Ștefan',
  email: 'office@calatorii.md',
  phone: '+37369123456',
  bank_id: 1,
  branch_id: 101,
  iban: 'MD24AG000225100013104168',
};
