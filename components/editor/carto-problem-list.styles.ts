import { css } from 'lit';

export const cartoProblemListStyles = css`
  :host {
    display: block;
    font-family: var(--_font);
    color: var(--_ink);
  }
  h2 {
    font-size: 1.05rem;
    margin: 0.3rem 0;
  }
  ul {
    margin: 0;
    padding-left: 1.2rem;
  }
  button {
    font: inherit;
    text-align: left;
    background: none;
    border: 0;
    padding: 0.1rem 0;
    color: var(--_ink);
    text-decoration: underline;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 3px solid var(--_focus);
  }
`;
