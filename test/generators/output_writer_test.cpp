#include "generators/output_writer.hpp"
#include "read_file.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <thread>

using namespace rusteal::generators;
using rusteal::test::read_file;
namespace fs = std::filesystem;

namespace {
} // namespace

TEST_CASE("write-if-changed keeps the mtime of an unchanged file", "[writer]") {
    rusteal::test::TempDir tmp;
    auto out = tmp.path() / "gen";
    OutputWriter w({out});
    CHECK(w.write(out / "a" / "x.rs", "one"));
    auto before = fs::last_write_time(out / "a" / "x.rs");
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    OutputWriter again({out});
    CHECK_FALSE(again.write(out / "a" / "x.rs", "one"));
    CHECK(fs::last_write_time(out / "a" / "x.rs") == before);
    CHECK(again.written().empty());
    CHECK(again.produced(out / "a" / "x.rs"));
    CHECK_FALSE(again.produced(out / "a" / "y.rs"));
    CHECK(again.write(out / "a" / "x.rs", "two"));
    CHECK(read_file(out / "a" / "x.rs") == "two");
    CHECK_FALSE(fs::exists(out / "a" / "x.rs.rusteal-tmp"));
}

TEST_CASE("nothing outside the roots is written", "[writer]") {
    rusteal::test::TempDir tmp;
    OutputWriter w({tmp.path() / "gen"});
    CHECK_THROWS_WITH(w.write(tmp.path() / "user.rs", "x"), Catch::Contains("outside the generated folders"));
    CHECK_THROWS_WITH(w.write(tmp.path() / "gen" / ".." / "user.rs", "x"), Catch::Contains("outside"));
    CHECK_THROWS(w.write(tmp.path() / "generated" / "x.rs", "x")); // a sibling with the same prefix
    CHECK_FALSE(fs::exists(tmp.path() / "user.rs"));
}

TEST_CASE("stale files are removed one by one and others are left", "[writer]") {
    rusteal::test::TempDir tmp;
    auto out = tmp.path() / "gen";
    fs::create_directories(out / "old_module");
    std::ofstream(out / "RustealFunc_engine_Gone.cpp") << "stale";
    std::ofstream(out / "notes.txt") << "the user's";
    std::ofstream(out / "old_module" / "thing.rs") << "stale";
    OutputWriter w({out});
    w.write(out / "RustealFunc_engine_Actor.cpp", "kept");
    auto removed = w.remove_stale(out, [](const fs::path& p) { return p.extension() == ".cpp" || p.extension() == ".rs"; }, true);
    CHECK(removed.size() == 2);
    CHECK_FALSE(fs::exists(out / "RustealFunc_engine_Gone.cpp"));
    CHECK_FALSE(fs::exists(out / "old_module")); // emptied, then removed
    CHECK(fs::exists(out / "RustealFunc_engine_Actor.cpp"));
    CHECK(read_file(out / "notes.txt") == "the user's");
}

TEST_CASE("digests persist between runs", "[writer]") {
    rusteal::test::TempDir tmp;
    auto out = tmp.path() / "gen";
    auto digests = tmp.path() / "Intermediate" / "Rusteal" / "codegen.digests";
    {
        OutputWriter w({out});
        w.write(out / "a.rs", "alpha");
        w.write(out / "b.rs", "beta");
        w.save_digests(digests);
    }
    OutputWriter w({out});
    w.load_digests(digests);
    CHECK_FALSE(w.write(out / "a.rs", "alpha"));
    // Edited behind our back (same size, new mtime): noticed and rewritten.
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    std::ofstream(out / "b.rs") << "BETA";
    CHECK(w.write(out / "b.rs", "beta"));
    CHECK(read_file(out / "b.rs") == "beta");
    CHECK(content_digest("a") != content_digest("b"));

    // The digests file as this writer left it, until it is saved elsewhere, removed or replaced.
    CHECK(w.digests_intact(digests));
    CHECK_FALSE(w.digests_intact(tmp.path() / "other.digests"));
    w.save_digests(digests); // rewritten
    CHECK(w.digests_intact(digests));
    const auto size = fs::file_size(digests);
    w.write(out / "c.rs", "gamma");
    w.save_digests(digests); // appended to
    CHECK(fs::file_size(digests) > size);
    CHECK(w.digests_intact(digests));
    fs::remove_all(tmp.path() / "Intermediate");
    CHECK_FALSE(w.digests_intact(digests));
    w.save_digests(digests);
    CHECK(w.digests_intact(digests));
    const auto text = read_file(digests);
    std::ofstream(digests, std::ios::trunc) << text << text; // another writer's, longer
    CHECK_FALSE(w.digests_intact(digests));
    CHECK_FALSE(OutputWriter({out}).digests_intact(digests)); // a writer that neither saved nor loaded it
}
