import { css } from 'lit';

export const cartoSampleMapStyles = css`
  :host {
    display: block;
    max-width: 100%;
  }
  .layout {
    display: flex;
    flex-wrap: wrap;
    gap: 1rem;
    align-items: flex-start;
  }
  /* On a phone each column is at most the page's width: a long sentence (a rule's problems, in German) wraps and the fitted map shrinks its spaces instead of widening the page. */
  .layout > * {
    max-width: 100%;
  }
  .palette {
    display: flex;
    flex-wrap: wrap;
    max-width: 26rem;
  }
  .score strong {
    font-size: 1.4em;
  }
  .contributions {
    max-height: 24rem;
    overflow: auto;
    padding-left: 1.4rem;
  }
  .contributions button {
    min-height: 2rem;
    text-align: left;
    background: none;
    border: 1px solid transparent;
    padding: 0.1rem 0.2rem;
    color: inherit;
  }
  .contributions button[aria-pressed='true'] {
    border-color: var(--_focus);
  }
`;
