import { css } from 'lit';

export const cartoMapSideEditorStyles = css`
  .layout {
    display: flex;
    flex-wrap: wrap;
    gap: 1rem;
    align-items: flex-start;
  }
  .checks {
    list-style: none;
    padding: 0;
  }
  .checks .mark {
    font-weight: 700;
  }
  .checks .bad .mark {
    color: var(--_village);
  }
  h3 {
    margin: 0.3rem 0;
    font-size: 1rem;
  }
`;
