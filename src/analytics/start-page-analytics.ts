/** PageAnalytics.astro's script, loaded by URL after the page's largest paint: starts the page's analytics. */
import { startPageAnalytics } from './page-analytics.ts';

startPageAnalytics();
