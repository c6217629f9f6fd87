// Boost.JSON compiled once for the Windows build (cmake/MingwDependencies.cmake): no Boost library
// is built for MinGW on this machine, so its code comes from Debian's Boost headers.
#include <boost/json/src.hpp>
