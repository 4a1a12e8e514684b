// The admin forms' fields: a validation message is announced and tied to its input, a number field
// reports the number as typed and is described by its hint.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NumberField, TextField } from '../index.ts';

describe('TextField', () => {
  it('hands over what is typed, and is valid without an error', async () => {
    const onChange = vi.fn();
    render(<TextField label="Name" value="" onChange={onChange} />);
    const field = screen.getByLabelText('Name');
    await userEvent.type(field, 'a');
    expect(onChange).toHaveBeenCalledWith('a');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces its error and marks the input invalid, described by it', () => {
    render(
      <TextField label="Name" value="" onChange={() => undefined} error="Please enter a weight set name" />,
    );
    const field = screen.getByLabelText('Name');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a weight set name');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please enter a weight set name');
  });
});

describe('NumberField', () => {
  it('is a number input with its range and step, described by its hint', () => {
    render(
      <NumberField
        label="Draw threshold"
        value={0.3}
        min={0}
        max={1}
        step={0.01}
        hint="Goal difference below which a draw is predicted"
        onChange={() => undefined}
      />,
    );
    const field = screen.getByRole('spinbutton', { name: 'Draw threshold' });
    expect(field).toHaveValue(0.3);
    expect(field).toHaveAttribute('min', '0');
    expect(field).toHaveAttribute('max', '1');
    expect(field).toHaveAttribute('step', '0.01');
    expect(field).toHaveAccessibleDescription('Goal difference below which a draw is predicted');
  });

  it('reports the number as typed, NaN when emptied, for the form to clamp', () => {
    const onChange = vi.fn();
    render(<NumberField label="Start gameweek" value={1} min={1} max={38} onChange={onChange} />);
    const field = screen.getByRole('spinbutton', { name: 'Start gameweek' });
    expect(field).not.toHaveAttribute('aria-describedby');
    fireEvent.change(field, { target: { value: '45' } });
    expect(onChange).toHaveBeenLastCalledWith(45);
    fireEvent.change(field, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(Number.NaN);
  });
});
