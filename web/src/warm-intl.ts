/**
 * The first date formatter a page makes loads the browser's locale data: one-off work of tens of
 * milliseconds on a slow phone, which otherwise lands inside the app script's evaluation (the
 * formatters in lib/format.ts are made as it loads) and lengthens that task. main.tsx calls this in
 * a task of its own while the app script is still downloading, when the page has nothing else to
 * do; every formatter after it is cheap.
 */
export function warmIntl() {
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(0);
}
