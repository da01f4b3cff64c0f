#pragma once
// Calling a scoring hook with the event view, under the sandbox's limits.
#include "CLuaBridge.h"

/// Calls the function pinned at `fn_slot` with the event view (and, if `board_slot` is positive,
/// the value pinned there before it; if negative, the value pinned at -board_slot after it), reading h->turn, under one protected call with the
/// traceback handler, a fresh budget and the memory ceiling. Returns 0 with the integer in
/// *out, 1 on a Lua error (message on top, pop it), 2 when the hook returned something other
/// than an integer or nil (h->detail says what). With `out` NULL what the hook returns is
/// dropped unread (a board hook's answer is its requests). With `event` 0 the event view is
/// neither brought up to date nor passed (h->turn is not read): for a hook that declares no
/// parameter for it (`function(board)`), which could not see it; `board_slot` must then not be
/// negative.
int mb_call_hook(mb_host *h, int fn_slot, int board_slot, int label, int event, long long *out);
