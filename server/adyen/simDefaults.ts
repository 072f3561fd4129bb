/** The simulator's public defaults (port, client key, merchant account; the secret keys are per installation: store-api/adyen/simKeys.ts). */
export const SIM_DEFAULTS = {
  port: 8080,
  apiKey: 'sim_api_key_stallwerk',
  clientKey: 'sim_local_stallwerk',
  hmacKey: '5A8F3C1E9B7D2A4C6E8F0B1D3A5C7E9F2B4D6A8C0E1F3A5B7C9D2E4F6A8B0C1D',
  merchantAccount: 'StallwerkECOM',
} as const;
