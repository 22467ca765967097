import { devMailboxEnabled, type Config } from './config';
import {
  DEMO_ACCOUNTS,
  DEMO_CUSTOMER_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_SITE_SUBDOMAIN,
} from './db/seed';

export interface BannerFacts {
  config: Config;
  engine: string;
  demoSeeded: boolean;
  /** The address the server listens on, e.g. "0.0.0.0:3000 (every network interface)". */
  listening: string;
  /** What the person starting the server should know (settings missing for production). */
  notices: readonly string[];
}

/**
 * What `npm start` prints once the server listens: where to open it, where it listens, the
 * mailbox, and every demo sign-in (back office and the demo site's customers).
 */
export function startupBanner({
  config,
  engine,
  demoSeeded,
  listening,
  notices,
}: BannerFacts): string {
  const url = config.PUBLIC_URL;
  const lines = [
    '',
    `Rendezvous is running at ${url}  (database: ${engine}${demoSeeded ? ', demo data seeded' : ''})`,
    `  Listening on ${listening}`,
    `  API reference: ${url}/api/docs`,
  ];
  if (devMailboxEnabled(config)) lines.push(`  Development mailbox: ${url}/api/dev/mailbox`);
  else if (!config.SMTP_URL)
    lines.push('  Mail is recorded, not delivered: set SMTP_URL to send it.');
  if (config.SEED_DEMO) {
    lines.push(`  Demo sign-in (password for all: ${DEMO_PASSWORD}):`);
    lines.push(`    Back office, ${url}/sign-in`);
    for (const account of DEMO_ACCOUNTS)
      lines.push(`      ${account.role.padEnd(16)} ${account.email}`);
    lines.push(`    Customers, on the demo site ${url}/site/${DEMO_SITE_SUBDOMAIN}`);
    for (const account of DEMO_CUSTOMER_ACCOUNTS)
      lines.push(`      ${account.role.padEnd(16)} ${account.email}`);
  }
  for (const notice of notices) lines.push(`  Note: ${notice}`);
  return `${lines.join('\n')}\n\n`;
}
