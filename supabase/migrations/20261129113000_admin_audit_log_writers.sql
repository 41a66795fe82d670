-- Only the admin functions write the audit log. They are security definer, so they run the log's writer with
-- their owner's rights; granting it to signed-in callers as well let any of them write entries in anyone's name.
revoke execute on function private.record_admin_action(uuid, text, text, jsonb) from authenticated;
