import { render, screen, cleanup } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collectionRecords } from '@/lib/admin/content-records';
import { recordKey } from '@/lib/publishing/collection-target';
import { EDITABLE_COLLECTIONS, targetOf } from '@/lib/publishing/table-targets';
import { contentFileTexts } from '@/lib/content/file-texts';
import { RecordEditor } from '@/components/admin/content/record-editor';

// The real data/ (any valid content): the first record of every collection.
const base = contentFileTexts();

describe('the form made for each collection', () => {
  it.each(EDITABLE_COLLECTIONS)('saves the first record of %s unchanged through its fields', async (name) => {
    const record = collectionRecords(name, base)[0]!;
    const onSave = jest.fn();
    const user = userEvent.setup();
    render(
      <RecordEditor
        name={name}
        target={{ record, originalKey: recordKey(targetOf(name), record) }}
        base={base}
        changes={[]}
        onSave={onSave}
        onCancel={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0][0]).toEqual(record);
    cleanup();
  });
});
