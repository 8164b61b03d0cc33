import { css } from 'lit';

export const balanceReportStyles = css`
  :host {
    display: block;
  }
  .controls,
  .suggested {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: end;
  }
  .suggested p {
    flex: 1 1 100%;
    margin: 0.3rem 0;
  }
  progress {
    width: min(20rem, 100%);
  }
  table {
    border-collapse: collapse;
    margin: 0.5rem 0;
  }
  th,
  td {
    text-align: start;
    padding: 0.2rem 0.5rem;
    border-bottom: 1px solid var(--_grid-line);
  }
  tr.mine {
    font-weight: 700;
  }
  .scroll {
    overflow-x: auto;
  }
  .stale {
    border-left: 4px solid var(--_focus);
    padding: 0.3rem 0.6rem;
    background: var(--_paper);
  }
`;
