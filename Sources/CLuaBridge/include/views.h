#pragma once
// The read-only event views that hooks receive: the same tables every call, filled lazily.
#include "CLuaBridge.h"

/// The fields of the event view (`e`) by id. Their names are declared in Swift
/// (EventFieldDeclaration, which gives each name its id) and given to mb_open; an id selects the
/// code in views.c that computes the field's value from mb_event, and the field's bit in
/// host->event_cached. MB_EVENT_FIELDS counts them.
enum {
    MB_EVENT_CARDS, MB_EVENT_PLAYER, MB_EVENT_MOVE, MB_EVENT_ELAPSED, MB_EVENT_SCORE, MB_EVENT_STREAK,
    MB_EVENT_PAIRS_LEFT, MB_EVENT_POINTS, MB_EVENT_WHY, MB_EVENT_FIELDS
};
/// The fields of a card view (`e.cards[i]`) by id, likewise (values from mb_card).
enum {
    MB_CARD_INDEX, MB_CARD_KEY, MB_CARD_LABEL, MB_CARD_SEEN, MB_CARD_TIMES_SEEN, MB_CARD_FACE_UP_SECONDS,
    MB_CARD_FIELDS
};

/// The views table's entries (registry, host->views_ref): see views.c.
enum {
    V_EVENT = 1, V_CARDS = 2, V_CARD1 = 3, CARDS_DATA = 7, FACES = 8, EVENT_DATA = 9, CARD_DATA1 = 10,
    EVENT_FIELDS = 14, CARD_FIELDS = 15, VIEWS_ENTRIES = CARD_FIELDS
};

/// Pushes views[slot].
void mb_push_view(lua_State *L, mb_host *h, int slot);
/// Builds the views table of a new state. `field_names` holds the MB_EVENT_FIELDS event field
/// names then the MB_CARD_FIELDS card field names, each list in id order, each name
/// NUL-terminated, back to back.
void mb_make_views(lua_State *L, mb_host *h, const char *field_names);
/// Rewrites the kept fields of the data tables whose values changed (all of them if
/// `faces_changed`).
void mb_sync_views(lua_State *L, mb_host *h, int faces_changed);
/// Puts this turn's card views in the cards list.
void mb_show_cards(lua_State *L, mb_host *h);
