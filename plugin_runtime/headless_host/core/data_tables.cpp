// The host's data tables (data_tables.hpp).
#include "core/data_tables.hpp"

#include <algorithm>

namespace rusteal::headless {

DataTables::~DataTables() {
    for (auto& [table, t] : tables_) destroy_rows(t);
}

void DataTables::destroy_rows(Table& t) {
    for (auto& [name, row] : t.rows) destroy_struct(*t.row_struct, row.get());
    t.rows.clear();
}

void DataTables::make(const Object* table, const Struct* row_struct) {
    forget(table);
    tables_[table].row_struct = row_struct;
}

std::uint8_t* DataTables::add_row(const Object* table, const std::string& name, std::string& why) {
    const auto it = tables_.find(table);
    if (it == tables_.end()) {
        why = "not a data table (make one with `table <name> <RowStruct>`)";
        return nullptr;
    }
    Table& t = it->second;
    for (const auto& [existing, row] : t.rows)
        if (same_name_text(existing, name)) {
            why = "the table has a row " + existing + " already";
            return nullptr;
        }
    // operator new[] aligns to __STDCPP_DEFAULT_NEW_ALIGNMENT__ (16), as the engine's structs need.
    auto memory = std::make_unique<std::uint8_t[]>(std::max<std::uint32_t>(t.row_struct->size, 1));
    construct_struct(*t.row_struct, memory.get());
    t.rows.emplace_back(name, std::move(memory));
    return t.rows.back().second.get();
}

const Struct* DataTables::row_struct(const Object* table) const {
    const auto it = tables_.find(table);
    return it == tables_.end() ? nullptr : it->second.row_struct;
}

std::uint8_t* DataTables::find(const Object* table, const std::string& name, const Struct* row_struct) const {
    const auto it = tables_.find(table);
    if (it == tables_.end() || it->second.row_struct != row_struct) return nullptr;
    for (const auto& [existing, row] : it->second.rows)
        if (same_name_text(existing, name)) return row.get();
    return nullptr;
}

void DataTables::forget(const Object* table) {
    if (auto it = tables_.find(table); it != tables_.end()) {
        destroy_rows(it->second);
        tables_.erase(it);
    }
}

} // namespace rusteal::headless
