import { describe, expect, it } from 'vitest';
import {
  FINANCE_DIALOG_DATA_ID,
  readFinanceDialogData,
  serialiseFinanceDialogData,
} from '../../../src/components/finance/finance-dialog-data.ts';
import { FINANCE_TEXT_KEYS } from '../../../src/components/finance/finance-text.ts';
import { pickStrings } from '../../../src/components/vehicle/tools/pick-strings.ts';
import { DEFAULT_STRINGS } from '../../../src/domain/strings.ts';

// Issue 15 item 5 (c), spec 02 §2 / §7: the car page's finance enquiry modal. Its texts wait in a JSON script.
const pageWith = (json: string | null) => ({
  getElementById: (id: string) => (id === FINANCE_DIALOG_DATA_ID && json !== null ? { textContent: json } : null),
});

describe("the car page's finance dialog data", () => {
  const data = {
    text: { ...pickStrings(DEFAULT_STRINGS, FINANCE_TEXT_KEYS), 'financePage.popupTitle': '</script><b>x' },
    instantQuote: true,
  };

  it('round-trips through the JSON script, with no text able to close the script early', () => {
    const json = serialiseFinanceDialogData(data);
    expect(json).not.toContain('</script>');
    expect(readFinanceDialogData(pageWith(json) as unknown as Document)).toEqual(data);
  });

  it('is null when the page carries none or it does not parse (the link is then followed)', () => {
    expect(readFinanceDialogData(pageWith(null) as unknown as Document)).toBeNull();
    expect(readFinanceDialogData(pageWith('{oops') as unknown as Document)).toBeNull();
  });
});
