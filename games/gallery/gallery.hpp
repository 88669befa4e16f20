// Everything about the face-card gallery's rules, in one include.
#pragma once

#include "games/gallery/deal.hpp"
#include "games/gallery/game.hpp"
