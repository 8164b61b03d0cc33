import { css } from 'lit';

export const cartoHelpStyles = css`
  :host {
    display: block;
    font-family: var(--_font);
    color: var(--_ink);
    max-width: 44rem;
  }
  section {
    background: var(--_paper);
    border: 1px solid var(--_grid-line);
    border-radius: var(--_radius);
    padding: 0.75rem 1rem 1rem;
  }
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 1rem;
  }
  h2 {
    margin: 0;
    font-size: 1.25rem;
    flex: 1 1 12rem;
  }
  h3 {
    display: inline;
    font-size: 1rem;
    margin: 0;
  }
  .views {
    display: flex;
    gap: 0.25rem;
  }
  button {
    font: inherit;
    min-height: 2.75rem;
    padding: 0.3rem 0.75rem;
    border: 2px solid var(--_ink);
    border-radius: var(--_radius);
    background: var(--_paper);
    color: var(--_ink);
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: var(--_ink);
    color: var(--_paper);
    font-weight: 700;
  }
  button.link {
    border: none;
    background: none;
    padding: 0.3rem 0.25rem;
    text-decoration: underline;
    text-align: start;
  }
  button.link[aria-current='true'] {
    font-weight: 700;
  }
  nav ul {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.75rem;
    padding: 0;
    margin: 0.5rem 0;
  }
  details {
    border-top: 1px solid var(--_grid-line);
    padding: 0.25rem 0;
  }
  summary {
    cursor: pointer;
    min-height: 2.75rem;
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  summary::before {
    content: '+';
    font-weight: 700;
    width: 1ch;
  }
  details[open] > summary::before {
    content: '\\2212';
  }
  summary::-webkit-details-marker {
    display: none;
  }
  p {
    margin: 0.4rem 0;
    line-height: 1.45;
  }
  .rulings {
    font-size: 0.9rem;
    font-style: italic;
  }
  a {
    color: inherit;
  }
  table {
    border-collapse: collapse;
    width: 100%;
    margin-top: 0.5rem;
  }
  th,
  td {
    text-align: start;
    padding: 0.35rem 0.5rem;
    border-bottom: 1px solid var(--_grid-line);
    vertical-align: top;
  }
  kbd {
    font-family: inherit;
    font-weight: 700;
    border: 1px solid var(--_ink);
    border-bottom-width: 2px;
    border-radius: var(--_radius);
    padding: 0 0.35rem;
    background: var(--_empty);
    white-space: nowrap;
  }
  button:focus-visible,
  summary:focus-visible,
  a:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  @media (forced-colors: active) {
    button[aria-pressed='true'] {
      border-width: 4px;
    }
  }
`;
