-- A portal link lasts only as long as the sign-in that asked for it: signing out of that device, or of every
-- device, ends it too, so a link left in a shared computer's history no longer manages the subscription.
-- Links made before this rule named no sign-in; they go (each lasted an hour at most).

delete from quizcoop_checkout.portal_sessions;

alter table quizcoop_checkout.portal_sessions
  add column session_id uuid not null references auth.sessions (id) on delete cascade;

create index portal_sessions_session_id_idx on quizcoop_checkout.portal_sessions (session_id);
