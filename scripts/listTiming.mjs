// How long a list takes, in the browser, from a click (its pagination or a sort header) to the
// frame that paints the new rows: the click's time is taken in the capture phase, before the
// app's own handlers run; every change of the table body's rows after it is followed to the next
// animation frame, and the last such frame once the page is quiet is when the new data showed.

/* global document, window, MutationObserver, requestAnimationFrame -- in the page */

/** Runs in the page: records the click time and the paint of each change of the rows. */
function installProbe() {
  const probe = { clickedAt: 0, shownAt: 0, rows: '' };
  const rowsText = () => document.querySelector('table tbody')?.textContent ?? '';
  probe.rows = rowsText();
  document.addEventListener(
    'click',
    () => {
      probe.clickedAt = performance.now();
      probe.shownAt = 0;
    },
    true,
  );
  new MutationObserver(() => {
    const rows = rowsText();
    if (rows === probe.rows) return;
    probe.rows = rows;
    requestAnimationFrame(() => {
      probe.shownAt = performance.now();
    });
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
  window.__listProbe = probe;
}

/** Clicks `target` and returns the milliseconds until its new rows were painted. */
async function timeClick(page, target) {
  await target.click();
  // New rows painted, and nothing changed them for half a second since.
  await page.waitForFunction(
    () => {
      const probe = window.__listProbe;
      return probe.shownAt > probe.clickedAt && performance.now() - probe.shownAt > 500;
    },
    undefined,
    { timeout: 15_000 },
  );
  return page.evaluate(() => window.__listProbe.shownAt - window.__listProbe.clickedAt);
}

/**
 * Sort header clicks that each ask for an order not yet shown (so none is answered from the
 * cache): every other sortable column ascending then descending, then the default column reversed.
 */
export function sortClicks(definition, count) {
  const sortable = definition.fields.filter(
    (field) => field.sortable && field.views.includes('list'),
  );
  const current = definition.list.sort.field;
  const others = sortable.filter((field) => field.source !== current);
  const labels = others.flatMap((field) => [field.label, field.label]);
  const initial = sortable.find((field) => field.source === current);
  if (initial && definition.list.sort.order === 'DESC') labels.push(initial.label);
  return labels.slice(0, count);
}

/**
 * On a loaded list page: `count` clicks on 次のページ, then the sort header clicks; returns the
 * total row count the list shows and the milliseconds of each click, per action.
 */
export async function timeListActions(page, sortLabels, count) {
  const summary = page.getByText(/^全\d+件中/);
  const total = Number((await summary.textContent())?.match(/^全(\d+)件中/)?.[1]);
  await page.evaluate(installProbe);
  const nextPage = [];
  for (let click = 0; click < count; click++) {
    nextPage.push(await timeClick(page, page.getByRole('button', { name: '次のページ' })));
  }
  const sort = [];
  for (const label of sortLabels) {
    // A sort button is named after what a click does (開催日を昇順で並び替える).
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const header = page.locator('thead').getByRole('button', { name: new RegExp(`^${escaped}を`) });
    sort.push(await timeClick(page, header));
  }
  return { total, nextPage, sort };
}
