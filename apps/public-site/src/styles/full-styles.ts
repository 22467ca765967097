// Every Mantine style the site can render, in Mantine's `mantine` cascade layer: the whole of
// @mantine/core (the first page's rules come again, after those of first-page.ts, so every
// rule still follows those it builds on) and @mantine/dates. Loaded by the-rest.ts.
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
