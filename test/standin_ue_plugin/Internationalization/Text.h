// Stand-in for Unreal 5.8's Internationalization/Text.h: declarations only (README.md).
#pragma once

#include "CoreTypes.h"
#include "Containers/UnrealString.h"

class FText {
public:
    FText();
    static FText FromString(const FString& String);
    static FText FromString(FString&& String);
    const FString& ToString() const;
};
