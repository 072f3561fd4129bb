import { join } from 'node:path';
import type { AppDeps } from './deps';
import { SIM_DEFAULTS, startPaymentSimulator } from './payment-sim';
import { DEMO_BUSINESS_CUSTOMER, DEMO_CUSTOMER } from './db/seed/customers';
import { simulatorKeys } from './store-api/adyen';

/** Lines printed at start-up and listeners started beside the shop (the payment simulator on :8080). */
export interface Extras {
  lines: string[];
  close: () => Promise<void>;
}

/** Real Adyen credentials switch the simulator off; otherwise it must own http://localhost:8080/. */
export async function startExtras(deps: AppDeps): Promise<Extras> {
  const { config } = deps;
  const lines: string[] = [];
  const closers: Array<() => Promise<void>> = [];
  if (config.paymentProvider === 'adyen') {
    lines.push(`  Payments:             Adyen (${config.adyen.environment})`);
  } else {
    try {
      const sim = await startPaymentSimulator({
        ...SIM_DEFAULTS,
        // Keys of this data directory (generated), never the repository's defaults.
        ...simulatorKeys(config.dataDir),
        port: config.paymentSimPort,
        notificationUrl: `http://localhost:${config.port}/store-api/adyen/notification`,
        dataFile: join(config.dataDir, 'payment-sim.json'),
      });
      closers.push(sim.close);
      lines.push(`  Payment simulator:    ${sim.url}/ (Adyen-compatible, test cards in server/payment-sim/README.md)`);
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? `port ${config.paymentSimPort} is in use` : String(error);
      lines.push(`  Payment simulator:    NOT started (${reason}); card payments will fail until it runs`);
    }
  }
  if (config.production && config.paymentProvider === 'simulator') {
    lines.push('  TEST PAYMENTS:        PAYMENT_PROVIDER=simulator, no real money is taken (the storefront says so)');
  }
  if (!config.production) {
    // Published demo logins (README); a production shop never gets them.
    lines.push(`  Demo customer:        ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
    lines.push(`  Demo business login:  ${DEMO_BUSINESS_CUSTOMER.email} / ${DEMO_BUSINESS_CUSTOMER.password}`);
  }
  if (config.mailbox) lines.push(`  Mailbox:              http://localhost:${config.port}/mailbox (Authorization: Bearer <ADMIN_TOKEN>)`);
  return {
    lines,
    close: async () => {
      for (const close of closers) await close();
    },
  };
}
