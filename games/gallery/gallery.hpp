// Everything about the face-card gallery's rules, in one include.
#pragma once

#include "deal.hpp"
#include "game.hpp"
