#pragma once
// Property values as text, for scripts and the log: `true`, `42`, `1.5`, `"text"`, a name, an
// object's name or `None`, an enum's variant, `[1, 2]` for arrays and sets, `{k: v}` for maps,
// `{Field=..., ...}` for structs with fields, hex bytes for opaque engine structs.
#include "core/object_model.hpp"

#include <string>
#include <string_view>

namespace rusteal::headless {

class HeadlessEngine;

std::string format_value(const HeadlessEngine& engine, const Property& p, const std::uint8_t* at);
// Writes `text` into the value at `at`; false with `error` naming what was expected.
bool parse_value(HeadlessEngine& engine, const Property& p, std::string_view text, std::uint8_t* at, std::string& error);
// An element blob of a container as text.
std::string format_element(const HeadlessEngine& engine, Kind kind, const Property& p, const std::vector<std::uint8_t>& blob);

} // namespace rusteal::headless
