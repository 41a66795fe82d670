-- The flag that lets Score Scrambles go on past the free limit of 2 per play session. A premium-type flag:
-- premium members get unlimited Score Scrambles while it is enabled; an admin can switch them off for everyone.
-- A database that already has the row (from the seed, or an admin) keeps it as it is.
insert into public.feature_flags (name, flag_type, enabled, description)
values (
  'unlimited_score_scrambles',
  'premium',
  true,
  'Premium members get unlimited Score Scrambles; everyone else gets 2 per play session.'
)
on conflict (name) do nothing;
