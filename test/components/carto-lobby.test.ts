import { expect, fixture, html } from '@open-wc/testing';
import { until } from './until.ts';
import { defineCartoElements } from '../../components/define.ts';
import { CartoLobbyElement } from '../../components/carto-lobby.ts';
import type { CartoPlayEvent } from '../../components/events/play-event.ts';
import { fakeLobbyServer as fakeServer } from '../../stories/support/fake-lobby-server.ts';

defineCartoElements();
if (!customElements.get('carto-lobby')) customElements.define('carto-lobby', CartoLobbyElement);

const SERVER = 'http://game.test';

class MemoryStorage {
  private readonly map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
}

const root = (el: CartoLobbyElement) => el.shadowRoot!;
const button = (el: CartoLobbyElement, name: RegExp) => [...root(el).querySelectorAll('button')].find((b) => name.test(b.textContent ?? ''))!;
const text = (el: CartoLobbyElement) => root(el).textContent ?? '';

async function lobby(fake: ReturnType<typeof fakeServer>, storage = new MemoryStorage()): Promise<CartoLobbyElement> {
  const el = await fixture<CartoLobbyElement>(
    html`<carto-lobby .fetch=${fake.fetch} .storage=${storage} link-base="https://portal.test/play" server=${SERVER}></carto-lobby>`,
  );
  await until(() => text(el).includes('Open tables') && !root(el).querySelector('[aria-busy="true"]'), 'the lobby did not load');
  return el;
}

describe('<carto-lobby>', () => {
  afterEach(() => history.replaceState(null, '', location.pathname + location.search));

  it("lists this browser's tables and the open ones, and is accessible", async () => {
    const el = await lobby(fakeServer());
    expect(text(el)).to.contain('None yet');
    expect(text(el)).to.contain("Cy's table (1 of 3, base + heroes)");
    await expect(el).to.be.accessible();
  });

  it('creates a table with the setup form: no seed unless asked, then shows the invite and spectator links and the Start button', async () => {
    const fake = fakeServer();
    const storage = new MemoryStorage();
    const el = await lobby(fake, storage);
    button(el, /Create a table/).click();
    await el.updateComplete;
    const setup = root(el).querySelector('carto-setup')!;
    await (setup as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const players = setup.shadowRoot!.querySelector<HTMLSelectElement>('select')!;
    players.value = '2';
    players.dispatchEvent(new Event('change'));
    await (setup as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    // Online, every seat is a person on their own device: the form offers no computer seats.
    expect(setup.shadowRoot!.textContent).to.not.contain('Add a computer player');
    expect(setup.shadowRoot!.querySelector('[id^="played-by-"]')).to.equal(null);
    const name = setup.shadowRoot!.querySelector<HTMLInputElement>('.names input')!;
    name.value = 'Ada';
    name.dispatchEvent(new Event('input'));
    setup.shadowRoot!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await until(() => text(el).includes("Ada's table"), 'the table screen did not open');

    const created = fake.requests.find((r) => r.method === 'POST' && r.path === '/tables')!;
    expect(created.body.name).to.equal('Ada');
    expect(created.body.setup).to.deep.include({ seats: 2, packs: ['base'], choices: { map: 'side-a' }, ambushPlacement: 'neighbour' });
    expect(created.body.setup).to.not.have.property('seed');
    const links = [...root(el).querySelectorAll<HTMLInputElement>('.link input')].map((i) => i.value);
    expect(links).to.deep.equal(['https://portal.test/play#join=T1.INVITE', 'https://portal.test/play#watch=T1.WATCH']);
    expect(button(el, /Start the game/)).to.exist;
    expect(JSON.parse(storage.getItem('carto-lobby/seats/v1')!)[0]).to.include({ table: 'T1', seat: 0, token: 'host-token', invite: 'INVITE' });
    await expect(el).to.be.accessible();

    // A guest takes the other seat (from another browser), then the host starts.
    await fake.fetch(`${SERVER}/tables/T1/seats`, { method: 'POST', body: JSON.stringify({ invite: 'INVITE', name: 'Bo' }) });
    // The lobby has not heard of the guest (this fake server pushes nothing): starting short-handed is asked first.
    button(el, /Start the game/).click();
    await el.updateComplete;
    expect(text(el)).to.contain('Only 1 of 2 seats are taken. Start anyway?');
    expect(fake.requests.some((r) => r.path === '/tables/T1/start')).to.equal(false);
    button(el, /Wait for the others/).click();
    await el.updateComplete;
    expect(text(el)).to.not.contain('Start anyway?');
    button(el, /Start the game/).click();
    await el.updateComplete;
    button(el, /^Start with 1 player$/).click();
    await until(() => button(el, /^Play$/) !== undefined, 'no Play button after the start');
    // The guest misses the deadline: shown late, and the host may skip their turn.
    await until(() => text(el).includes('· late'), 'the late seat is not shown');
    button(el, /Skip .*'s turn/).click();
    await until(() => !text(el).includes('· late'), 'the skip did not go through');
    expect(fake.requests.find((r) => r.path === '/tables/T1/skip')!.body).to.deep.equal({ seat: 1 });
    let played: CartoPlayEvent | undefined;
    const handle = (e: CartoPlayEvent) => ((played = e), e.preventDefault());
    el.addEventListener('carto-play', handle);
    button(el, /^Play$/).click();
    expect(played).to.include({ server: SERVER, table: 'T1', seat: 0, token: 'host-token' });
    // The page showed the game its own way (it prevented the default): the lobby stays.
    expect(root(el).querySelector('carto-game')).to.equal(null);
    el.removeEventListener('carto-play', handle);
    // Nobody handles it: the lobby shows the game itself, with a way back.
    button(el, /^Play$/).click();
    await el.updateComplete;
    expect(root(el).querySelector('carto-game')).to.exist;
    expect(location.hash).to.equal('#play=T1');
    button(el, /Back to the lobby/).click();
    await el.updateComplete;
    expect(root(el).querySelector('carto-game')).to.equal(null);
    expect(location.hash).to.equal('');
  });

  it('asks before a guest leaves for good', async () => {
    history.replaceState(null, '', '#join=T1.INVITE');
    const fake = fakeServer();
    const el = await fixture<CartoLobbyElement>(html`<carto-lobby .fetch=${fake.fetch} .storage=${new MemoryStorage()} server=${SERVER}></carto-lobby>`);
    await until(() => text(el).includes('Join a table'));
    root(el).querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Bo';
    root(el).querySelector('form')!.requestSubmit();
    await until(() => text(el).includes('Bo (you)'), 'the seat was not taken');
    button(el, /Leave the table/).click();
    await el.updateComplete;
    expect(fake.requests.some((r) => r.path === '/tables/T1/leave')).to.equal(false);
    expect(root(el).querySelector('[role="group"]')!.getAttribute('aria-label')).to.equal('Leave this table for good?');
    button(el, /^Stay$/).click();
    await el.updateComplete;
    expect(button(el, /Leave the table/)).to.exist;
  });

  it('works for a portal with its own accounts: the claim takes a seat (no name asked), "Your tables" come from the server, creation can be hidden', async () => {
    // A claim as the portal signs it (the lobby only reads its name to show; the server checks the signature).
    const payload = btoa(JSON.stringify({ sub: 'u-ada', name: 'Ada', exp: 4102444800 }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    const claim = `eyJhbGciOiJIUzI1NiJ9.${payload}.c2lnbmF0dXJl`;
    const fake = fakeServer();
    const el = await fixture<CartoLobbyElement>(
      html`<carto-lobby .fetch=${fake.fetch} .storage=${new MemoryStorage()} server=${SERVER} portal-token=${claim} hide-create></carto-lobby>`,
    );
    await until(() => text(el).includes('Open tables') && !root(el).querySelector('[aria-busy="true"]'), 'the lobby did not load');
    expect(text(el)).to.contain('Signed in as Ada.');
    expect(button(el, /Create a table/)).to.equal(undefined);
    const me = fake.requests.find((r) => r.path === '/me/tables')!;
    expect(me.auth).to.equal(`Bearer ${claim}`);
    expect(text(el)).to.contain('Ada (1 of 2)');
    // An invite link: a seat as the portal's user, with no name to type.
    history.replaceState(null, '', '#join=T1.INVITE');
    const joining = await fixture<CartoLobbyElement>(
      html`<carto-lobby .fetch=${fake.fetch} .storage=${new MemoryStorage()} server=${SERVER} portal-token=${claim}></carto-lobby>`,
    );
    await until(() => text(joining).includes('Join a table'));
    expect(root(joining).querySelector('input[name="name"]')).to.equal(null);
    button(joining, /Take a seat as Ada/).click();
    await until(() => fake.requests.some((r) => r.path === '/tables/T1/seats'), 'no seat taken');
    expect(fake.requests.find((r) => r.path === '/tables/T1/seats')!.auth).to.equal(`Bearer ${claim}`);
    await expect(el).to.be.accessible();
  });

  it("shows a spectator every seat's clock, counting down on the page's clock", async () => {
    const fake = fakeServer();
    await fake.fetch(`${SERVER}/tables/T1/seats`, { method: 'POST', body: JSON.stringify({ invite: 'INVITE', name: 'Bo' }) });
    await fake.fetch(`${SERVER}/tables/T1/start`, { method: 'POST', body: '{}' });
    history.replaceState(null, '', '#watch=T1.WATCH');
    let now = Date.UTC(2026, 0, 1, 0, 1, 0); // the deadline is 00:02:00
    const el = await fixture<CartoLobbyElement>(
      html`<carto-lobby .fetch=${fake.fetch} .storage=${new MemoryStorage()} .now=${() => now} server=${SERVER}></carto-lobby>`,
    );
    await until(() => root(el).querySelector('.clocks') !== null, 'no clocks');
    expect(root(el).querySelector('.clocks .time-left')!.textContent).to.equal('Time left for this move: 1:00');
    expect(root(el).querySelector('.clocks [data-seat="1"]')!.textContent).to.contain('to play');
    expect(root(el).querySelector('.clocks button')).to.equal(null); // a spectator skips nobody
    now += 61_000;
    el.requestUpdate();
    await el.updateComplete;
    expect(root(el).querySelector('.clocks [data-seat="1"]')!.textContent).to.contain('late');
    expect(root(el).querySelector('.clocks [data-seat="0"]')!.textContent).to.contain('done');
    await expect(el).to.be.accessible();
  });

  it('takes a seat from an invite link with a name', async () => {
    history.replaceState(null, '', '#join=T1.INVITE');
    const fake = fakeServer();
    const el = await fixture<CartoLobbyElement>(html`<carto-lobby .fetch=${fake.fetch} .storage=${new MemoryStorage()} server=${SERVER}></carto-lobby>`);
    await until(() => text(el).includes('Join a table'));
    // Before a name is asked for: who invites, the seats, the game and its time control, read with the invite.
    await until(() => text(el).includes('Ada invites you to their table.'), 'the invitation was not shown');
    const details = [...root(el).querySelectorAll('dl.invitation dt, dl.invitation dd')].map((e) => e.textContent!.trim());
    expect(details).to.deep.equal(['Seats', '1 of 2 taken: Ada', 'Game', 'base', 'Time for each turn', '2 minutes']);
    expect(fake.requests.find((r) => r.path === '/tables/T1/invitation')!.auth).to.equal('Bearer INVITE');
    await expect(el).to.be.accessible();
    const input = root(el).querySelector<HTMLInputElement>('input[name="name"]')!;
    input.value = 'Bo';
    root(el).querySelector('form')!.requestSubmit();
    await until(() => text(el).includes('Bo (you)'), 'the seat was not taken');
    expect(fake.requests.find((r) => r.path === '/tables/T1/seats')!.body).to.deep.equal({ invite: 'INVITE', name: 'Bo' });
  });

  it('says the server cannot be reached, and Retry tries again', async () => {
    const fake = fakeServer();
    fake.setDown(true);
    const el = await fixture<CartoLobbyElement>(html`<carto-lobby .fetch=${fake.fetch} .storage=${new MemoryStorage()} server=${SERVER}></carto-lobby>`);
    await until(() => root(el).querySelector('[role="alert"]') !== null, 'no message');
    expect(root(el).querySelector('[role="alert"]')!.textContent).to.contain('The game server cannot be reached.');
    await expect(el).to.be.accessible();
    fake.setDown(false);
    button(el, /Retry/).click();
    await until(() => text(el).includes("Cy's table"), 'the retry did not load the lobby');
    expect(root(el).querySelector('[role="alert"]')).to.equal(null);
  });
});
