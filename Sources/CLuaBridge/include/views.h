#pragma once
// The read-only event views that hooks receive: the same tables every call, filled lazily.
#include "CLuaBridge.h"

/// The views table's entries (registry, host->views_ref): see views.c.
enum { V_EVENT = 1, V_CARDS = 2, V_CARD1 = 3, CARDS_DATA = 7, FACES = 8, EVENT_DATA = 9, CARD_DATA1 = 10 };

/// The event's and a card's field names, in the order of their permanent stack slots.
extern const char *mb_event_keys[];
extern const char *mb_card_keys[];

/// Pushes views[slot].
void mb_push_view(lua_State *L, mb_host *h, int slot);
/// Builds the views table of a new state.
void mb_make_views(lua_State *L, mb_host *h);
/// Rewrites the kept fields of the data tables whose values changed (all of them if
/// `faces_changed`).
void mb_sync_views(lua_State *L, mb_host *h, int faces_changed);
/// Puts this turn's card views in the cards list.
void mb_show_cards(lua_State *L, mb_host *h);
