#pragma once
// Actors' and components' own engine functions, and the rows of the areas without a table of
// their own (actor_functions.cpp).
#include "api/modelled_function.hpp"

#include <vector>

namespace rusteal::headless::actor_functions {
const std::vector<ModelledFunction>& functions();
} // namespace rusteal::headless::actor_functions
