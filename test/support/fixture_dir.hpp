#pragma once
// The exporter's real output for the fixture project (test/fixtures/uht-rusteal): the golden input
// of the generator's tests and benchmark.
#include <filesystem>

namespace rusteal::test {

inline const std::filesystem::path kFixture{RUSTEAL_FIXTURE_DIR};

} // namespace rusteal::test
