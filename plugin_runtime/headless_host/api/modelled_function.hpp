#pragma once
// One engine function the headless host implements, as the areas' tables list it: the name of its
// id in the generated RustealFuncIds.h, its "Class.Function", and the implementation with the C
// signature of its generated wrapper (engine_functions.hpp says how the tables are used).
namespace rusteal::headless {

struct ModelledFunction {
    const char* constant; // its id's name in RustealFuncIds.h
    const char* name;     // Class.Function
    const void* entry;
};

template <class F>
const void* function_entry(F* f) {
    return reinterpret_cast<const void*>(f);
}

} // namespace rusteal::headless

#include <vector>

namespace rusteal::headless {

// Every engine function the host models, every area's (engine/registry.cpp gathers them): what
// the engine-function tables place by id. Declared here for the tables, defined by the layer
// that models the engine.
const std::vector<ModelledFunction>& modelled_functions();

} // namespace rusteal::headless
