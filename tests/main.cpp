// Catch2 v2 builds its main here; v3 links its own (Catch2::Catch2WithMain).
#ifndef PATIENCE_CATCH2_V3
#define CATCH_CONFIG_MAIN
#include "catch.hpp"
#endif
