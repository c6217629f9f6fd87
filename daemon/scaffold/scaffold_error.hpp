#pragma once
// The error of every scaffold operation: a message that names the file, line or value at fault
// and what to do about it. Nothing is half-written when one is thrown before writing starts.
#include <stdexcept>
#include <string>

namespace rusteal::scaffold {

class ScaffoldError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

} // namespace rusteal::scaffold
