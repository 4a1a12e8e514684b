import { useState } from 'react';
import { Button, Card } from '@scoreline/ui';

export interface GeneratedSourcePanelProps {
  readonly message: string;
  readonly source: string;
}

/** The promote answer's generated source, to paste into the code by hand, with a copy button. */
export function GeneratedSourcePanel({ message, source }: GeneratedSourcePanelProps) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copySource() {
    try {
      await navigator.clipboard.writeText(source);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <Card as="section" className="sl-section" aria-labelledby="rs-source">
      <div className="sl-section__head">
        <h2 id="rs-source">Generated Source</h2>
        <Button variant="secondary" onClick={() => void copySource()}>
          {copy === 'copied' ? 'Copied!' : 'Copy Code'}
        </Button>
      </div>
      <p>{message}</p>
      <p className="sl-muted">Copy this into the code by hand to make it the built-in default.</p>
      <pre className="sl-code" tabIndex={0} aria-label="Generated source">
        <code>{source}</code>
      </pre>
      <p className="sl-meta" role="status">
        {copy === 'copied' ? 'Copied to the clipboard' : copy === 'failed' ? 'Could not copy: select the text and copy it by hand' : ''}
      </p>
    </Card>
  );
}
