import { css } from 'lit';

export const cartoScoringEditorStyles = css`
  h3 {
    font-size: 1rem;
    margin: 0.8rem 0 0.2rem;
  }
  textarea {
    width: min(40rem, 90vw);
  }
  .generated {
    max-width: min(40rem, 90vw);
    margin: 0.2rem 0 0.6rem;
    font-size: 0.9rem;
  }
  .generated p {
    margin: 0.2rem 0;
  }
  .generated q {
    font-style: italic;
  }
  /* A warning, not an error: the pack stays valid. Marked by a rule in the error colour and the words. */
  .warning {
    border-left: 4px solid var(--_error);
    padding-left: 0.5rem;
  }
`;
