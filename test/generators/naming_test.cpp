#include "generators/naming.hpp"
#include "generators/ue_flags.hpp"

#include <catch2/catch.hpp>

using namespace rusteal::generators;

TEST_CASE("snake case: the documented examples and the three insertion rules", "[naming]") {
    CHECK(to_snake_case("HTTPServer") == "http_server");
    CHECK(to_snake_case("K2_GetActorLocation") == "k2_get_actor_location");
    CHECK(to_snake_case("AActor") == "a_actor");
    CHECK(to_snake_case("getValue") == "get_value");      // lower before upper
    CHECK(to_snake_case("Vector2D") == "vector2_d");      // digit before upper
    CHECK(to_snake_case("UIWidget") == "ui_widget");      // upper, upper, lower
    CHECK(to_snake_case("already_snake") == "already_snake");
    CHECK(to_snake_case("X") == "x");
    CHECK(to_snake_case("") == "");
    CHECK(to_screaming_snake_case("GetOwner") == "GET_OWNER");
}

TEST_CASE("bool prefix is dropped only for bX names", "[naming]") {
    CHECK(strip_bool_prefix("bHidden") == "Hidden");
    CHECK(strip_bool_prefix("bone") == "bone");
    CHECK(strip_bool_prefix("b") == "b");
    CHECK(strip_bool_prefix("Hidden") == "Hidden");
}

TEST_CASE("reserved words: trailing underscore for four, raw identifiers for the rest", "[naming]") {
    for (auto w : {"self", "Self", "super", "crate"}) CHECK(escape_rust_identifier(w) == std::string(w) + "_");
    for (auto w : {"type", "move", "match", "fn", "async", "await", "dyn", "try", "box", "yield", "abstract"})
        CHECK(escape_rust_identifier(w) == std::string("r#") + w);
    CHECK(escape_rust_identifier("location") == "location");
    CHECK(rust_member_name("Type") == "r#type");
    CHECK(rust_member_name("SetActorLocation") == "set_actor_location");
}

TEST_CASE("function id constants and wrapper symbols", "[naming]") {
    CHECK(func_id_constant("Actor", "GetOwner") == "ACTOR_GET_OWNER");
    CHECK(func_id_constant("Actor", "K2_GetActorLocation") == "ACTOR_K2_GET_ACTOR_LOCATION");
    CHECK(wrapper_symbol("", "Actor", "GetOwner") == "Rusteal_Actor_GetOwner");
    CHECK(wrapper_symbol("Inventory_", "Actor", "GetOwner") == "Inventory_Rusteal_Actor_GetOwner");
}

TEST_CASE("parameter direction from property flags", "[naming][flags]") {
    CHECK(param_direction(cpf::ReturnParm | cpf::OutParm) == ParamDirection::Return);
    CHECK(param_direction(cpf::OutParm | cpf::ConstParm) == ParamDirection::In);
    CHECK(param_direction(cpf::OutParm | cpf::ReferenceParm) == ParamDirection::InOut);
    CHECK(param_direction(cpf::OutParm) == ParamDirection::Out);
    CHECK(param_direction(cpf::Edit) == ParamDirection::In);
    CHECK(to_string(ParamDirection::InOut) == "inout");
}
