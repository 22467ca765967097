import { chromium } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';

const base = process.env.BASE ?? 'http://127.0.0.1:3000';
const extra = (process.env.FLAGS ?? '').split(' ').filter(Boolean);
const exe = process.env.EXE ?? '/usr/bin/chromium';
const screens = ['/dashboard', '/appointments', '/customers/clients', '/business/profile?tab=profile', '/all-admins', '/activities', '/appointments/calendar?view=week', '/communications/messages', '/my-profile?tab=services', '/invitations'];
const clk = 100;
function treeCpu(rootPid) {
  // sum utime+stime (+ children waited) of every process whose ancestry includes rootPid
  const procs = new Map();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      procs.set(Number(d), { ppid: Number(rest[1]), cpu: (Number(rest[11]) + Number(rest[12]) + Number(rest[13]) + Number(rest[14])) / clk });
    } catch {}
  }
  let sum = 0;
  for (const [pid, p] of procs) {
    let q = pid, hops = 0;
    while (q && q !== rootPid && hops++ < 20) q = procs.get(q)?.ppid;
    if (q === rootPid) sum += p.cpu;
  }
  return sum;
}
const browser = await chromium.launch({ executablePath: exe, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', ...extra] });
const page = await browser.newPage({ baseURL: base });
const t0 = Date.now();
await page.goto('/sign-in');
await page.getByLabel('Username or email').fill('owner@rendezvous.test');
await page.getByLabel(/^Password/).fill('Rendezvous!2026');
await page.getByLabel(/^Password/).press('Enter');
await page.waitForURL(/dashboard/);
const mode = process.env.MODE ?? 'goto';
for (let round = 0; round < 2; round++) for (const s of screens) {
  if (mode === 'goto') await page.goto(s);
  else await page.evaluate((to) => { history.pushState(history.state, '', to); dispatchEvent(new PopStateEvent('popstate', { state: history.state })); }, s);
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('.mantine-Loader-root:visible:not([aria-hidden="true"])').count();
}
const wall = (Date.now() - t0) / 1000;
// browser process pid
const pid = browser.process?.()?.pid;
const cpu = treeCpu(process.pid);
await browser.close();
console.log(JSON.stringify({ flags: extra.join(' '), exe, mode, wall, cpuOfTree: cpu }));
