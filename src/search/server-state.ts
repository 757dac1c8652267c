/**
 * React InstantSearch's `getServerState`, with the widgets registered in one batch (issue 20 item 4).
 *
 * To learn the page's search parameters, getServerState renders the page once and every widget registers itself with
 * the search's index as React reaches it, one at a time. The search is already started there, so each registration
 * recomputes every registered widget's search parameters and UI state (instantsearch.js, `index.addWidgets`): about
 * twenty widgets on a results page gave two hundred such passes, about half of a results page's build. Here the
 * widgets that render registers are held, and registered together once that render is done, before the results are
 * asked for: one pass. Each widget's own first state is computed as it renders, as before (useConnector applies its
 * parameters to the helper's state itself), so the state asked for, and so the server state, are the same;
 * tests/unit/search/server-state.test.ts holds it to getServerState's own answer on every landing of the sample
 * tenants.
 *
 * Build only: in the browser, widgets register from layout effects that the InstantSearch root follows with a reset
 * of its first search, which a held registration would come after.
 */
import { createElement, useContext, useMemo, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { getServerState, InstantSearchServerContext, type InstantSearchServerState } from 'react-instantsearch';

/** What of the InstantSearch instance the batch needs: its main index's registration. */
interface SearchWithIndex {
  mainIndex: { addWidgets(widgets: unknown[]): unknown };
}

type ServerContextValue = { notifyServer(options: { search: SearchWithIndex }): void };

/** The held registrations of one server render. */
class WidgetBatch {
  private held: unknown[] = [];
  private register: ((widgets: unknown[]) => unknown) | null = null;
  private restore: () => void = () => {};

  /** Holds what the search's main index is given until `release`. */
  hold(search: SearchWithIndex): void {
    const index = search.mainIndex;
    const register = index.addWidgets.bind(index);
    this.register = register;
    index.addWidgets = (widgets) => {
      this.held.push(...widgets);
      return index;
    };
    this.restore = () => {
      index.addWidgets = register;
    };
  }

  /** Registers what was held, in the order it came, and lets later registrations through. */
  release(): void {
    this.restore();
    const widgets = this.held;
    this.held = [];
    if (this.register && widgets.length > 0) this.register(widgets);
    this.register = null;
  }
}

/** Between getServerState's server context and the app: hands getServerState the search once its index is held. */
function HeldRegistration({ batch, children }: { batch: WidgetBatch; children?: ReactNode }) {
  const outer = useContext(InstantSearchServerContext) as ServerContextValue | null;
  const value = useMemo<ServerContextValue | null>(
    () =>
      outer && {
        notifyServer({ search }) {
          batch.hold(search);
          outer.notifyServer({ search });
        },
      },
    [outer, batch],
  );
  return createElement(InstantSearchServerContext.Provider, { value: value as never }, children);
}

/** `getServerState(app, { renderToString })`, the widgets registered in one batch once the app has rendered. */
export function batchedServerState(app: ReactElement): Promise<InstantSearchServerState> {
  const batch = new WidgetBatch();
  return getServerState(createElement(HeldRegistration, { batch }, app), {
    renderToString(element: ReactElement) {
      try {
        return renderToString(element);
      } finally {
        batch.release();
      }
    },
  });
}
