#pragma once
// The one exception the generators throw: its message names the file, the place in it (line and
// column, or JSON path, or TOML key) and, where there is one, the fix.
#include <stdexcept>
#include <string>

namespace rusteal::generators {

class GeneratorError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

} // namespace rusteal::generators
