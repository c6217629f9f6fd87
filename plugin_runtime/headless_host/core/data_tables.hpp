#pragma once
// The data tables of the headless host: UDataTable objects a scene makes (`table <name> <RowStruct>`)
// with rows of a struct (`row <table> <RowName> [<Field>=<value> ...]`), as the editor imports them,
// and their rows found as UDataTable::FindRow finds them (the world API's find_data_table_row, under
// FDataTableRowHandle::GetRow): the row of that name, compared as FNames are (case ignored), when
// the table's row struct is the one asked for; none otherwise. A row is the table's memory, alive as
// long as the table.
//
// Contract: single-threaded, like the engine; a table's rows are destroyed with it (`forget`).
#include "core/object_model.hpp"

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace rusteal::headless {

class DataTables {
public:
    DataTables() = default;
    DataTables(const DataTables&) = delete;
    DataTables& operator=(const DataTables&) = delete;
    ~DataTables();

    // `table` (a DataTable object) gets rows of `row_struct`.
    void make(const Object* table, const Struct* row_struct);
    bool is_table(const Object* table) const { return tables_.count(table) != 0; }
    // A new row, its fields constructed; null (with why) for an object that is not a table or a
    // name it has already.
    std::uint8_t* add_row(const Object* table, const std::string& name, std::string& why);
    const Struct* row_struct(const Object* table) const;
    // The row, when the table has it and its rows are `row_struct`; else null.
    std::uint8_t* find(const Object* table, const std::string& name, const Struct* row_struct) const;
    void forget(const Object* table);

private:
    struct Table {
        const Struct* row_struct = nullptr;
        std::vector<std::pair<std::string, std::unique_ptr<std::uint8_t[]>>> rows;
    };
    static void destroy_rows(Table& t);
    std::unordered_map<const Object*, Table> tables_;
};

} // namespace rusteal::headless
