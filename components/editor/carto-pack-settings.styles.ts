import { css } from 'lit';

export const cartoPackSettingsStyles = css`
  .card-row {
    border-bottom: 1px dashed var(--_grid-line);
    padding-bottom: 0.3rem;
    margin-bottom: 0.3rem;
  }
  .hint {
    margin: 0.2rem 0;
  }
`;
