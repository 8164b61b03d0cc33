import { css } from 'lit';

export const cartoScoringEditorStyles = css`
  h3 {
    font-size: 1rem;
    margin: 0.8rem 0 0.2rem;
  }
  textarea {
    width: min(40rem, 90vw);
  }
`;
