#include "TP_BlankScoreboard.h"

int32 ATP_BlankScoreboard::StartRound(const FString& Title)
{
	UE_LOG(LogTemp, Log, TEXT("Round %d: %s"), Round + 1, *Title);
	return ++Round;
}

bool ATP_BlankScoreboard::IsLastRound() const
{
	return Round >= RoundLimit;
}
