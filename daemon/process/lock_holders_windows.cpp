// process/lock_holders.hpp on Windows: nothing to find (see the header).
#ifdef _WIN32
#include "process/lock_holders.hpp"

namespace rusteal::process {

std::vector<LockHolder> lock_holders(const std::filesystem::path&) { return {}; }
bool end_holder(const LockHolder&, bool) { return false; }
bool holder_alive(const LockHolder&) { return false; }

} // namespace rusteal::process

#endif // _WIN32
