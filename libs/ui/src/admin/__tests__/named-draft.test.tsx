// A create form's name and description: nothing is taken without a name, the message goes once the
// name changes, what is taken is trimmed, and reset empties both. And the radio choice of a form.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NameAndDescriptionFields, RadioChoice, useNamedDraft } from '../index.ts';

function DraftForm({ onTake }: { onTake: (taken: { name: string; description: string } | undefined) => void }) {
  const draft = useNamedDraft('Please enter a name');
  return (
    <form
      aria-label="Create"
      onSubmit={(event) => {
        event.preventDefault();
        onTake(draft.take());
      }}
    >
      <NameAndDescriptionFields nameLabel="Set name" fields={draft.fields} />
      <button type="submit">Create</button>
      <button type="button" onClick={draft.reset}>
        Reset
      </button>
    </form>
  );
}

describe('useNamedDraft with NameAndDescriptionFields', () => {
  it('takes nothing without a name and says so, until the name changes', async () => {
    const onTake = vi.fn();
    render(<DraftForm onTake={onTake} />);
    await userEvent.type(screen.getByLabelText('Set name'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(onTake).toHaveBeenLastCalledWith(undefined);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a name');
    expect(screen.getByLabelText('Set name')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('Set name'), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes the name and description trimmed, and reset empties both', async () => {
    const onTake = vi.fn();
    render(<DraftForm onTake={onTake} />);
    await userEvent.type(screen.getByLabelText('Set name'), '  Home heavy ');
    await userEvent.type(screen.getByLabelText('Description'), ' more home form  ');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(onTake).toHaveBeenLastCalledWith({ name: 'Home heavy', description: 'more home form' });

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Set name')).toHaveValue('');
    expect(screen.getByLabelText('Description')).toHaveValue('');
  });
});

describe('RadioChoice', () => {
  function Choice() {
    const [value, setValue] = useState<'smart' | 'most_probable'>('smart');
    return (
      <RadioChoice
        legend="Rounding mode"
        options={['smart', 'most_probable'] as const}
        labels={{ smart: 'Smart rounding', most_probable: 'Most probable' }}
        value={value}
        onChange={setValue}
      />
    );
  }

  it('shows the options under the legend, one checked, and checks what is clicked', async () => {
    render(<Choice />);
    const group = screen.getByRole('group', { name: 'Rounding mode' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Smart rounding' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Most probable' }));
    expect(screen.getByRole('radio', { name: 'Most probable' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Smart rounding' })).not.toBeChecked();
  });
});
