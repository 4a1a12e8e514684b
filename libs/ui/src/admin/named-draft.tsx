// What every "create" form of the admin tools starts with: a required name and an optional
// description. The rules are the same everywhere: nothing is sent without a name, the message about
// a missing name goes as soon as the name changes (it was about the name as it was), and both are
// sent trimmed.
import { useState } from 'react';
import { TextField } from './form-fields.tsx';

export interface NamedDraftFields {
  readonly name: string;
  readonly description: string;
  readonly nameError: string | undefined;
  readonly onNameChange: (value: string) => void;
  readonly onDescriptionChange: (value: string) => void;
}

export interface NamedDraft {
  readonly fields: NamedDraftFields;
  /** The trimmed name and description to send, or undefined (and the message shown) without a name. */
  readonly take: () => { name: string; description: string } | undefined;
  /** Empty again, once what was taken has been created. */
  readonly reset: () => void;
}

/** `missingName` is the form's own message ('Please enter a weight set name'). */
export function useNamedDraft(missingName: string): NamedDraft {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  return {
    fields: {
      name,
      description,
      nameError,
      onNameChange: (value) => {
        setName(value);
        setNameError(undefined);
      },
      onDescriptionChange: setDescription,
    },
    take: () => {
      if (!name.trim()) {
        setNameError(missingName);
        return undefined;
      }
      setNameError(undefined);
      return { name: name.trim(), description: description.trim() };
    },
    reset: () => {
      setName('');
      setDescription('');
    },
  };
}

/** The name field (labelled as the form calls it) and the description field of a draft. */
export function NameAndDescriptionFields({ nameLabel, fields }: { readonly nameLabel: string; readonly fields: NamedDraftFields }) {
  return (
    <>
      <TextField label={nameLabel} value={fields.name} onChange={fields.onNameChange} error={fields.nameError} />
      <TextField label="Description" value={fields.description} onChange={fields.onDescriptionChange} />
    </>
  );
}
