import { css } from 'lit';

export const cartoPieceEditorStyles = css`
  .layout {
    display: flex;
    flex-wrap: wrap;
    gap: 1rem;
    align-items: flex-start;
  }
  .layout > div:first-child {
    flex: 1 1 24rem;
  }
  .option {
    border-left: 3px solid var(--_grid-line);
    padding-left: 0.5rem;
    margin: 0.4rem 0;
  }
`;
