import { css } from 'lit';

export const cartoReplayStyles = css`
  :host {
    display: block;
    font-family: var(--_font);
    color: var(--_ink);
    container-type: inline-size;
  }
  section {
    display: grid;
    gap: 0.6rem;
    background: var(--_paper);
    border: 2px solid var(--_ink);
    border-radius: calc(var(--_radius) * 2);
    padding: 0.75rem;
  }
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
  }
  .where {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    align-items: baseline;
  }
  input[type='range'] {
    inline-size: 100%;
    accent-color: var(--_ink);
  }
  input[type='range']:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .seasons button[aria-pressed='true'],
  .players button[aria-pressed='true'] {
    box-shadow: inset 0 -4px 0 var(--_highlight);
  }
  .body {
    display: grid;
    grid-template-columns: minmax(14rem, 24rem) minmax(12rem, 1fr);
    gap: 0.75rem;
    align-items: start;
  }
  .turn {
    display: grid;
    gap: 0.4rem;
  }
  .turn ul {
    margin: 0;
    padding-inline-start: 1.2rem;
  }
  .problem {
    color: var(--_error);
  }
  .about {
    font-size: 0.9rem;
  }
  @container (max-width: 36rem) {
    .body {
      grid-template-columns: 1fr;
    }
    section {
      padding: 0.5rem;
    }
    .buttons {
      gap: 0.35rem;
    }
    button {
      padding-inline: 0.6rem;
    }
  }
`;
