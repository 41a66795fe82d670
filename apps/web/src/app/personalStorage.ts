import {
  BROWSER_OWNER_KEY,
  PERSONAL_ENTRY_PREFIX,
  personalEntryKey,
  SIGNED_OUT_OWNER,
} from '@quizcoop/contract';

/**
 * What the browser keeps of a person (the play session with its game in progress and that game's questions, the
 * sets assigned to players) belongs to whoever is signed in, or to the signed-out visitor, and to nobody
 * else: a classroom computer passes from teacher to teacher. Each entry's key names its owner, the browser
 * records whose data it holds, and handing it to someone else removes everyone else's. The device's own
 * settings (cookie choice, sound, projector theme, read-aloud voice) are not kept here. Only the owner the browser
 * records may read or write, whichever tab or screen asks.
 */

/** Where earlier versions kept a person's data for whoever came next; removed whenever the browser changes hands. */
const UNOWNED_KEYS: readonly string[] = [
  'quizcoop.savedGame',
  'playerAssignments',
  'quizcoop.scramblesPlayed',
];

/** The browser's two storage areas, or stand-ins for them. */
export interface BrowserAreas {
  local: Storage;
  session: Storage;
}

export type PersonalArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** One person's entries, by name. */
export interface PersonalStorage {
  readonly owner: string;
  /** Kept until removed, in every tab (localStorage). */
  readonly kept: PersonalArea;
  /** Kept for this tab only (sessionStorage). */
  readonly tab: PersonalArea;
}

function browserAreas(): BrowserAreas {
  return { local: window.localStorage, session: window.sessionStorage };
}

function ownerOf(userId: string | null): string {
  return userId ?? SIGNED_OUT_OWNER;
}

function removeAllBut(area: Storage, owner: string): void {
  const own = personalEntryKey(owner, '');
  const others: string[] = [];
  for (let index = 0; index < area.length; index += 1) {
    const key = area.key(index);
    if (key === null) continue;
    if ((key.startsWith(PERSONAL_ENTRY_PREFIX) && !key.startsWith(own)) || UNOWNED_KEYS.includes(key))
      others.push(key);
  }
  for (const key of others) area.removeItem(key);
}

/**
 * Gives the browser's personal storage to the signed-in user (null: the signed-out visitor), removing what
 * anyone else kept in it.
 */
export function handBrowserTo(userId: string | null, areas: BrowserAreas = browserAreas()): void {
  const owner = ownerOf(userId);
  try {
    removeAllBut(areas.local, owner);
    removeAllBut(areas.session, owner);
    areas.local.setItem(BROWSER_OWNER_KEY, owner);
  } catch (error) {
    // Blocked storage keeps nothing to hand over.
    console.error("Could not clear the browser's stored data:", error);
  }
}

export interface SessionFacts {
  /**
   * Whether no session is left for the person who was signed in: they signed out, or the browser keeps no
   * session at all. Without it, a missing session may only be one the auth client could not refresh (an expired
   * token offline), whose teacher is still signed in here and must find their game when the network is back.
   */
  signedOutForSure: boolean;
}

/** Hands the browser over as the auth state says: to the user it names, or to nobody once surely signed out. */
export function followSession(
  userId: string | null,
  { signedOutForSure }: SessionFacts,
  areas: BrowserAreas = browserAreas(),
): void {
  if (userId !== null || signedOutForSure) handBrowserTo(userId, areas);
}

/**
 * The entries of the signed-in user (null: the signed-out visitor). They read as empty, and take no writes,
 * while the browser is not theirs: a screen that outlives a sign-out never writes for the one who left.
 */
export function personalStorageFor(
  userId: string | null,
  areas: BrowserAreas = browserAreas(),
): PersonalStorage {
  const owner = ownerOf(userId);
  const holdsOwner = () => {
    try {
      return areas.local.getItem(BROWSER_OWNER_KEY) === owner;
    } catch {
      return false;
    }
  };
  const scoped = (area: Storage): PersonalArea => ({
    getItem: (name) => (holdsOwner() ? area.getItem(personalEntryKey(owner, name)) : null),
    setItem: (name, value) => {
      if (holdsOwner()) area.setItem(personalEntryKey(owner, name), value);
    },
    removeItem: (name) => area.removeItem(personalEntryKey(owner, name)),
  });
  return { owner, kept: scoped(areas.local), tab: scoped(areas.session) };
}
